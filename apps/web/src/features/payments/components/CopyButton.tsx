import { useState } from 'react';
import { Button } from '../../../components';

/** Copies text to the clipboard and says so for a few seconds. */
export function CopyButton({ text, label = 'Copiar código' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
    setTimeout(() => setCopied(null), 3000);
  };
  return (
    <Button variant="secondary" onClick={copy} block aria-live="polite">
      {copied === 'yes' ? 'Código copiado!' : copied === 'no' ? 'Selecione e copie o código acima' : label}
    </Button>
  );
}
