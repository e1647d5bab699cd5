import { useCallback, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import type { AdminClaim } from '@shop/shared/claims';
import { LoadState } from '../components/admin/load-state.tsx';
import { Button } from '../components/ui/button.tsx';
import { Field, SelectField } from '../components/ui/field.tsx';
import {
  denyClaim,
  getClaimSettings,
  listClaims,
  type QueueFilter,
  refundClaim,
  replaceClaim,
  requestClaimInfo,
  saveClaimSettings,
} from '../features/admin-claims/admin-claims-api.ts';
import { ClaimCard } from '../features/admin-claims/components/claim-card.tsx';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { useAdminData } from '../features/admin/use-admin-data.ts';
import { messageOf } from '../lib/api.ts';
import { useTitle } from '../lib/use-title.ts';

const FILTERS: { value: QueueFilter; label: string }[] = [
  { value: 'waiting', label: 'Waiting for you' },
  { value: 'all', label: 'All claims' },
  { value: 'replaced', label: 'Replaced' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'denied', label: 'Declined' },
];

/** /account/admin/claims: the arrival guarantee's queue, newest first, a lazy chunk of its own (decision 042). */
export function AdminClaimsPage() {
  useTitle('Claims');
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS.find((f) => f.value === params.get('status'))?.value ?? 'waiting') as QueueFilter;
  const load = useCallback((signal: AbortSignal) => listClaims(filter, signal), [filter]);
  const { data, status, error, reload, update } = useAdminData(load);
  const [busy, setBusy] = useState(false);

  async function decide(run: () => Promise<AdminClaim>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      const changed = await run();
      update((claims) => claims.map((claim) => (claim.id === changed.id ? changed : claim)));
      toast.success(done);
      return true;
    } catch (failure) {
      toast.error(messageOf(failure));
      reload();
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AdminHeader
        eyebrow="CLAIMS"
        title="Arrival guarantee"
        description="Customers' claims for plants that arrived dead, damaged or wrong, newest first. Each decision is emailed to the customer and shows on their order page."
      />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <SelectField label="Show" value={filter} onChange={(event) => setParams(event.target.value === 'waiting' ? {} : { status: event.target.value })} className="w-56">
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <WindowSetting />
      </div>
      <div className="mt-8 space-y-6">
        {!data ? (
          <LoadState status={status} error={error} label="Loading claims" onRetry={reload} />
        ) : data.length === 0 ? (
          <p className="rounded-3xl bg-cream-100 px-6 py-14 text-center font-serif text-2xl text-forest-900">No claims here.</p>
        ) : (
          data.map((claim) => (
            <div key={claim.id} id={`claim-${claim.id}`}>
              <ClaimCard
                claim={claim}
                actions={{
                  busy,
                  onReplace: (note) => decide(() => replaceClaim(claim.id, note), `Replacement for claim #${claim.id} placed`),
                  onRefund: (restock) => void decide(() => refundClaim(claim.id, restock), `Claim #${claim.id} refunded`),
                  onAsk: (message) => decide(() => requestClaimInfo(claim.id, message), `Question sent for claim #${claim.id}`),
                  onDeny: (reason) => decide(() => denyClaim(claim.id, reason), `Claim #${claim.id} declined`),
                }}
              />
            </div>
          ))
        )}
      </div>
    </>
  );
}

/** The guarantee's days after shipping, the owner's to set. */
function WindowSetting() {
  const { data, update } = useAdminData(getClaimSettings);
  const [days, setDays] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = days ?? (data ? String(data.windowDays) : '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await saveClaimSettings({ windowDays: Number(shown) });
      update(() => saved);
      setDays(null);
      toast.success(`Claims are taken ${saved.windowDays} days after shipping`);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className="flex items-end gap-3">
      <Field label="Guarantee (days after shipping)" type="number" min={1} max={365} value={shown} onChange={(event) => setDays(event.target.value)} className="w-56" />
      <Button type="submit" variant="secondary" disabled={busy || !data} className="px-5 py-3 text-xs">
        Save
      </Button>
    </form>
  );
}
