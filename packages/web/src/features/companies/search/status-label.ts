/** "imported_active" → "Imported active": status codes as people read them. */
export function statusLabel(code: string): string {
  const words = code.toLowerCase().replaceAll("_", " ").trim();
  return words === "" ? "—" : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
