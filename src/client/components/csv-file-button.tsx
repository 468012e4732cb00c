import { useRef } from 'react';
import { Button } from './ui/button';

interface CsvFileButtonProps {
  busy: boolean;
  children: string;
  onFile: (file: File) => void;
}

/** A button that asks for a CSV file and hands it over: the same file may be chosen again after fixing it. */
export function CsvFileButton({ busy, children, onFile }: CsvFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file to import"
        // The button opens it; hidden, it is not a second control for screen readers to meet.
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
