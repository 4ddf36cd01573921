// Search, payment and fulfilment filters and the totals period for the Orders tab: a plain GET form, so it works before hydration and the
// query stays in the URL (reload and back keep it).
import { SearchForm } from '@/components/admin/search-box';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { FULFILMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/lib/domain/fulfilment';
import { FULFILMENT_STATUSES, ORDER_STATUSES } from '@/lib/validations/checkout';

export function OrdersSearch({ q, status, fulfilment, view, from, to }: { q: string; status: string; fulfilment: string; view: string; from?: string; to?: string }) {
  return (
    <SearchForm
      action="/admin/orders"
      label="Search orders"
      inputId="orders-q"
      q={q}
      placeholder="E-mail, name, order number or catalog number"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      fieldClassName="flex-1 sm:min-w-64"
      buttonVariant="secondary"
    >
      {view !== 'all' && <input type="hidden" name="view" value={view} />}
      <div className="sm:w-44">
        <Label htmlFor="orders-status" className="mb-2">
          Payment
        </Label>
        <NativeSelect id="orders-status" name="status" defaultValue={status}>
          <option value="all">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="sm:w-44">
        <Label htmlFor="orders-fulfilment" className="mb-2">
          Fulfilment
        </Label>
        <NativeSelect id="orders-fulfilment" name="fulfilment" defaultValue={fulfilment}>
          <option value="all">Any fulfilment</option>
          {FULFILMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {FULFILMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:w-72">
        <div>
          <Label htmlFor="orders-from" className="mb-2">
            Totals from
          </Label>
          <Input id="orders-from" name="from" type="date" defaultValue={from} />
        </div>
        <div>
          <Label htmlFor="orders-to" className="mb-2">
            Totals to
          </Label>
          <Input id="orders-to" name="to" type="date" defaultValue={to} />
        </div>
      </div>
    </SearchForm>
  );
}
