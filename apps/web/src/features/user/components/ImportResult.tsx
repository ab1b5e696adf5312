/** Splits the server's import report (lines joined by `<br/>`) into plain text lines. */
export function splitImportMsg(msg: string | null | undefined): string[] {
  return (msg ?? '')
    .split(/<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Renders the import report as text lines; nothing from the server is injected as HTML. */
export default function ImportResult({ msg }: { msg: string | null | undefined }) {
  const lines = splitImportMsg(msg);
  return (
    <div className="import-result" style={{ maxHeight: '60vh', overflowY: 'auto', wordBreak: 'break-all' }}>
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}
