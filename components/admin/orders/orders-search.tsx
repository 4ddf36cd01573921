// Search and status filter for the Orders tab: a plain GET form, so it works before hydration and the
// query stays in the URL (reload and back keep it).
import { SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ORDER_STATUSES } from '@/lib/validations/checkout';

export function OrdersSearch({ q, status }: { q: string; status: string }) {
  return (
    <form role="search" method="get" action="/admin/orders" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Label htmlFor="orders-q" className="mb-2">
          Search orders
        </Label>
        <Input id="orders-q" name="q" type="search" defaultValue={q} placeholder="E-mail, name, order number or catalog number" />
      </div>
      <div className="sm:w-44">
        <Label htmlFor="orders-status" className="mb-2">
          Status
        </Label>
        <NativeSelect id="orders-status" name="status" defaultValue={status}>
          <option value="all">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary">
        <SearchIcon aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
