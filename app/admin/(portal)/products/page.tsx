import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ProductsManager } from '@/components/admin/catalog/products-manager';
import { listAdminProducts } from '@/lib/server/catalog-admin';

export const metadata: Metadata = { title: 'Products' };
export const dynamic = 'force-dynamic';

export default async function AdminProductsPage() {
  await requireAdminPage('/admin/products');
  const products = await listAdminProducts();
  return (
    <>
      <AdminPageHeader
        title="Products"
        description="The catalogue. Edits to built-in products are kept as overrides you can reset; deleting a built-in hides it."
      />
      <ProductsManager initialProducts={products} />
    </>
  );
}
