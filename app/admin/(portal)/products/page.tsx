import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ProductsManager } from '@/components/admin/catalog/products-manager';
import { pageAdminProducts } from '@/lib/server/catalog-admin';
import { ADMIN_CARDS_PER_STEP } from '@/lib/domain/catalog';
import { ADMIN_PRODUCTS_LIMIT_MAX } from '@/lib/validations/catalog';

export const metadata: Metadata = { title: 'Products' };
export const dynamic = 'force-dynamic';

export default async function AdminProductsPage() {
  await requireAdminPage('/admin/products');
  // The first page of each list; the tab asks for more, and searches, through GET /api/admin/products.
  const [purchasable, quote, hidden] = await Promise.all([
    pageAdminProducts({ section: 'purchasable', limit: ADMIN_CARDS_PER_STEP }),
    pageAdminProducts({ section: 'quote', limit: ADMIN_CARDS_PER_STEP }),
    pageAdminProducts({ section: 'hidden', limit: ADMIN_PRODUCTS_LIMIT_MAX }),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Products"
        description="The catalogue. Edits to built-in products are kept as overrides you can reset; deleting a built-in hides it."
      />
      <ProductsManager initial={{ purchasable, quote, hidden }} />
    </>
  );
}
