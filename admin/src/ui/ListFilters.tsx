// The search and filter bar above a list (role="search"): a search field, then selects whose
// labels are hidden (they stay the accessible names). Each screen sets its own grid columns.
import { SearchField } from './SearchField';
import { Select, type SelectOption } from './Select';

export type ListFiltersProps = {
  /** The bar's grid columns, e.g. 'md:grid-cols-[minmax(0,1fr)_14rem]'. */
  columns: string;
  search: {
    label: string;
    placeholder: string;
    value: string;
    onChange: (value: string) => void;
    className?: string;
  };
  selects: readonly {
    label: string;
    options: readonly SelectOption[];
    value: string;
    onChange: (value: string) => void;
  }[];
};

export function ListFilters({ columns, search, selects }: ListFiltersProps) {
  return (
    <div role="search" className={`mb-5 grid gap-3 ${columns}`}>
      <SearchField
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={search.onChange}
        className={search.className}
      />
      {selects.map((select) => (
        <Select
          key={select.label}
          label={select.label}
          hideLabel
          options={select.options}
          value={select.value}
          onChange={(e) => select.onChange(e.target.value)}
        />
      ))}
    </div>
  );
}
