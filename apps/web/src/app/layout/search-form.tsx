import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';

interface SearchFormProps {
  onDone?: () => void;
  autoFocus?: boolean;
  className?: string;
}

/** Submitting goes to the product grid with the search text. Opened on demand: a chunk of its own. */
export default function SearchForm({ onDone, autoFocus, className = '' }: SearchFormProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/products?search=${encodeURIComponent(query)}` : '/products');
    setText('');
    onDone?.();
  }

  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search plants
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone?.();
        }}
        placeholder="Search plants, e.g. pet safe"
        autoFocus={autoFocus}
        autoComplete="off"
        className="w-full rounded-full border border-sand-300 bg-white py-2.5 pr-11 pl-4 text-sm text-ink shadow-sm focus:border-forest-500 focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-full text-forest-900 hover:bg-sage-100"
      >
        <SearchIcon className="size-4" />
      </button>
    </form>
  );
}
