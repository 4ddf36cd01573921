import type { Metadata } from 'next';
import { AccountShell, SectionHeading } from '@/components/account/account-shell';
import { ProfileForm } from '@/components/account/profile-form';
import { getProfile } from '@/lib/server/account-data';
import { requireCustomerPage } from '@/lib/auth/page-guard';

export const metadata: Metadata = { title: 'Profile', robots: { index: false, follow: false } };

export default async function AccountProfilePage() {
  const customer = await requireCustomerPage('/account/profile');
  const { email: _email, ...profile } = await getProfile(customer);
  return (
    <AccountShell email={customer.email}>
      <section aria-labelledby="profile-heading">
        <SectionHeading
          id="profile-heading"
          title="Profile"
          description={`Who we are talking to. Your e-mail, ${customer.email}, is the address you sign in with.`}
        />
        <ProfileForm initial={profile} />
      </section>
    </AccountShell>
  );
}
