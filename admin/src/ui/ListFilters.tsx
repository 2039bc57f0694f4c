// The search and filter bar above a list (role="search"): a search field, then selects whose
// labels are hidden (they stay the accessible names). Each screen sets its own grid columns.
import { SearchField } from './SearchField';
import { Select, type SelectOption } from './Select';

/** Where a filter's change goes: its own handler, or the URL parameter it is kept in. */
type FilterTarget = { onChange: (value: string) => void } | { param: string };

export type ListFiltersProps = {
  /** The bar's grid columns, e.g. 'md:grid-cols-[minmax(0,1fr)_14rem]'. */
  columns: string;
  /** Writes a URL parameter (useFilterParams), for the filters that name one. */
  setParam?: (param: string, value: string) => void;
  /** Without onChange or param, the search is kept in ?q=. */
  search: { label: string; placeholder: string; value: string; className?: string } & Partial<FilterTarget>;
  selects: readonly ({ label: string; options: readonly SelectOption[]; value: string } & FilterTarget)[];
};

export function ListFilters({ columns, setParam, search, selects }: ListFiltersProps) {
  const changeOf = (target: FilterTarget) => (value: string) =>
    'onChange' in target ? target.onChange(value) : setParam?.(target.param, value);
  return (
    <div role="search" className={`mb-5 grid gap-3 ${columns}`}>
      <SearchField
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={changeOf(
          'onChange' in search || 'param' in search ? (search as FilterTarget) : { param: 'q' },
        )}
        className={search.className}
      />
      {selects.map((select) => (
        <Select
          key={select.label}
          label={select.label}
          hideLabel
          options={select.options}
          value={select.value}
          onChange={(e) => changeOf(select)(e.target.value)}
        />
      ))}
    </div>
  );
}
