/**
 * Choices for the job title and business unit selects: the organisation's list, plus the user's
 * current value when it is not on the list (an earlier free-text entry or a retired option), so
 * the select can show it.
 */
export function choicesWithCurrent(options: readonly string[], current: string): string[] {
  const unique = [...new Set(options)];
  return current !== "" && !unique.includes(current) ? [current, ...unique] : unique;
}
