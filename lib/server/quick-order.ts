import 'server-only';
// Quick order (issue 4 item 7): pasted lines → cart lines for known catalog numbers with the right option;
// everything else is reported per line.
import { defaultOption, PRODUCT_PLACEHOLDER_IMAGE, productPath } from '@/lib/domain/catalog';
import { priceCartLine } from '@/lib/domain/checkout';
import { matchOptionLabel, parseQuickOrder, type QuickOrderCartLine, type QuickOrderLineError, type QuickOrderResult } from '@/lib/domain/quick-order';
import { resolveCartProducts } from '@/lib/server/orders';

export async function resolveQuickOrder(text: string): Promise<QuickOrderResult> {
  const parsed = parseQuickOrder(text);
  const errors: QuickOrderLineError[] = [...parsed.errors];
  const lines: QuickOrderCartLine[] = [];
  const products = await resolveCartProducts(parsed.lines.map((l) => l.catalogNumber));

  for (const line of parsed.lines) {
    const fail = (message: string) => errors.push({ lineNumber: line.lineNumber, input: line.input, message });
    const product = products.get(line.catalogNumber);
    if (!product) {
      fail(`Unknown catalog number: ${line.catalogNumber}`);
      continue;
    }
    const labels = product.options.map((o) => o.label);
    let variant: string;
    if (line.option) {
      const match = matchOptionLabel(labels, line.option);
      if (!match) {
        fail(
          labels.length
            ? `${product.catalogNumber || product.name}: no option “${line.option}” (available: ${labels.join(', ')})`
            : `${product.catalogNumber || product.name} has no options; leave the option out`,
        );
        continue;
      }
      variant = match;
    } else {
      // docs/requirements.md §4: the default option is the first option, or 'Default'.
      variant = defaultOption(product.options);
    }
    const priced = priceCartLine(product, variant);
    if (!priced.ok) {
      fail(priced.reason === 'quote-only' ? `${product.catalogNumber || product.name} (${product.name}) is quote-only — request a quote on its product page` : priced.message);
      continue;
    }
    lines.push({
      lineNumber: line.lineNumber,
      id: product.catalogNumber || product.name,
      productId: product.id,
      name: product.name,
      variant,
      priceCents: priced.unitPriceCents,
      quantity: line.quantity,
      imageUrl: product.images[0] ?? PRODUCT_PLACEHOLDER_IMAGE,
      link: productPath(product.slug),
    });
  }
  errors.sort((a, b) => a.lineNumber - b.lineNumber);
  return { lines, errors };
}
