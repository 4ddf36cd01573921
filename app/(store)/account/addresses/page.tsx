import type { Metadata } from 'next';
import { AccountShell, SectionHeading } from '@/components/account/account-shell';
import { AddressesManager } from '@/components/account/addresses-manager';
import { listAddresses } from '@/lib/server/account-data';
import { requireCustomerPage } from '@/lib/auth/page-guard';

export const metadata: Metadata = { title: 'Addresses', robots: { index: false, follow: false } };

export default async function AccountAddressesPage() {
  const customer = await requireCustomerPage('/account/addresses');
  const addresses = await listAddresses(customer);
  return (
    <AccountShell email={customer.email}>
      <section aria-labelledby="addresses-heading">
        <SectionHeading
          id="addresses-heading"
          title="Addresses"
          description="Your default shipping address and your e-mail fill in the checkout for you."
        />
        <AddressesManager initial={addresses} />
      </section>
    </AccountShell>
  );
}
