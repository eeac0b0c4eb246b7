/** "expected a whole number of pieces" -> "Expected a whole number of pieces." */
export function sentence(message: string): string {
  const text = message.trim();
  if (text === '') return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
