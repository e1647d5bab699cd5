import { MAPPING_GROUPS, type MappingEntry, type MappingTarget } from '@shop/shared/tag-mapping';

const cell = 'px-3 py-2 text-left align-top';
const plants = (count: number) => (count === 1 ? '1 plant' : `${count} plants`);

/** '→ Pet safe', or what becomes of a source mapped to nothing: a tag stays the plant's own, a metafield value is not kept. */
function becomes(entry: MappingEntry): string {
  if (entry.target) return entry.target;
  return entry.kind === 'tag' ? 'kept as a tag' : 'not kept';
}

/**
 * The check's mapping of the file's tags and care metafields onto the shop's filters (docs/decisions/061):
 * 'pet-friendly → Pet safe: 6 plants', each with a menu to change it before importing. A change is checked
 * again at once, so the counts and the import use the owner's mapping.
 */
export function TagMappingTable({
  mapping,
  busy,
  onChange,
}: {
  mapping: readonly MappingEntry[];
  busy: boolean;
  onChange: (source: string, target: MappingTarget | null) => void;
}) {
  if (mapping.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="text-left font-semibold">
        Tags and care: what they become
        <span className="block font-normal text-muted">
          Pet safety, light, care level and size feed the shop's filters; any other tag stays the plant's own.
        </span>
      </caption>
      <thead>
        <tr>
          <th className={cell}>In the file</th>
          <th className={cell}>Becomes</th>
          <th className={cell}>Plants</th>
        </tr>
      </thead>
      <tbody>
        {mapping.map((entry) => (
          <tr key={entry.source} className="border-t border-sand-300" data-testid="mapping-row">
            <td className={cell}>
              <span className="font-semibold">{entry.source}</span>
              {entry.kind === 'metafield' ? <span className="block text-xs text-muted">metafield</span> : null}
              <span className="sr-only">
                {' '}
                → {becomes(entry)}: {plants(entry.products)}
              </span>
            </td>
            <td className={cell}>
              <select
                aria-label={`What ${entry.source} becomes`}
                value={entry.target ?? ''}
                disabled={busy}
                onChange={(event) => onChange(entry.source, (event.target.value || null) as MappingTarget | null)}
                className="w-full max-w-64 rounded-lg border border-sand-300 bg-white px-2 py-1.5"
              >
                <option value="">{entry.kind === 'tag' ? 'Keep as a tag' : 'Not kept'}</option>
                {MAPPING_GROUPS.map((group) => (
                  <optgroup key={group.title} label={group.title}>
                    {group.targets.map((target) => (
                      <option key={target} value={target}>
                        {target}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </td>
            <td className={cell}>{plants(entry.products)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
