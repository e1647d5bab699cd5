/** The 'Filter By:' toggle's text: 'Search Term' during a search, else the chosen filters, else 'All'. */
export function filterLabel(state: {
  useSearch: boolean;
  searchBy: string;
  filterBy: readonly string[];
}): string {
  if (state.useSearch && state.searchBy.trim() !== '') return 'Search Term';
  if (state.filterBy.length > 0) return state.filterBy.join(', ');
  return 'All';
}
