import { Providers } from '@/components/providers';

export default function StoreLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers>
      <main id="main">{children}</main>
    </Providers>
  );
}
