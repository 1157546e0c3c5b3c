export interface Figure {
  /** R1a, R1b, R2, … as in issue 7. */
  id: string;
  name: string;
  value: number | null;
  unit: string;
  /** e.g. '≥ 0.3'; absent for figures with no goal. */
  goal?: string;
  pass?: boolean;
  /** The raw measurements the value was computed from. */
  detail?: Record<string, unknown>;
  /** Why the figure could not be taken. */
  error?: string;
}

export function atLeast(value: number, goal: number): Pick<Figure, 'goal' | 'pass'> {
  return { goal: `≥ ${goal}`, pass: value >= goal };
}

export function atMost(value: number, goal: number): Pick<Figure, 'goal' | 'pass'> {
  return { goal: `≤ ${goal}`, pass: value <= goal };
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function cell(figure: Figure): string[] {
  const value = figure.error ? `error: ${figure.error.slice(0, 60)}` : `${figure.value ?? '–'} ${figure.unit}`.trim();
  const verdict = figure.pass === undefined ? '' : figure.pass ? 'met' : 'MISSED';
  return [figure.id, figure.name, value, figure.goal ?? '', verdict];
}

const HEADINGS = ['', 'measure', 'value', 'goal', ''];

export function textTable(figures: Figure[]): string {
  const rows = [HEADINGS, ...figures.map(cell)];
  const widths = HEADINGS.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n');
}

export function markdownTable(figures: Figure[]): string {
  const rows = [['', 'measure', 'value', 'goal', 'verdict'], ['---', '---', '---:', '---', '---'], ...figures.map(cell)];
  return rows.map((r) => `| ${r.join(' | ')} |`).join('\n');
}
