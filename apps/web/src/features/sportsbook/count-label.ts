/** "1 partida", "2 partidas", "0 partidas": a count with its noun in the right number (pt-BR). */
export function countLabel(n: number, one: string, many: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
}
