/** Writes bench/report.md from the parts' results: verdicts first, then every figure and ratio per part. */
import { writeFileSync } from 'node:fs';
import { loadResults, PART_ORDER, type PartResult } from './results';
import { REPORT_FILE } from './paths';
import { summarize, median } from './stats';
import { verdicts } from './verdicts';

const num = (n: number) => (!Number.isFinite(n) ? 'n/a' : Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));
const cell = (s: string) => s.replace(/\|/g, '\\|');

function partSection(result: PartResult): string[] {
  const lines = [`## ${result.title} (\`${result.part}\`)`, ''];
  const m = result.machine;
  lines.push(
    `Run ${result.startedAt}, ${result.durationS} s; Node ${m.node}, ${m.cpus} × ${m.cpuModel}; load average before ${m.loadBefore.join(' / ')}, after ${m.loadAfter.join(' / ')}.`,
    '',
  );
  if (result.skipped) lines.push(`**skipped: ${result.skipped}**`, '');
  if (result.figures.length) {
    const commands: string[] = [];
    const ref = (c: string) => {
      let i = commands.indexOf(c);
      if (i < 0) i = commands.push(c) - 1;
      return `[${i + 1}]`;
    };
    lines.push('| figure | median | min | max | unit | n | command |', '|---|---:|---:|---:|---|---:|---|');
    for (const f of result.figures) {
      const s = summarize(f.samples);
      lines.push(`| ${cell(f.label)} | ${num(s.median)} | ${num(s.min)} | ${num(s.max)} | ${f.unit} | ${s.n} | ${ref(f.command)} |`);
    }
    lines.push('', 'Commands:', '');
    commands.forEach((c, i) => lines.push(`${i + 1}. \`${c}\``));
    lines.push('');
  }
  if (result.ratios.length) {
    const byKey = new Map(result.figures.map((f) => [f.key, median(f.samples)]));
    lines.push('| ratio (of medians) | value | numerator | denominator |', '|---|---:|---:|---:|');
    for (const r of result.ratios) {
      const a = byKey.get(r.num) ?? NaN;
      const b = byKey.get(r.den) ?? NaN;
      lines.push(`| ${cell(r.label)} | ${num(a / b)}× | ${num(a)} | ${num(b)} |`);
    }
    lines.push('');
  }
  if (result.notes.length) {
    lines.push('Notes:', '');
    for (const n of result.notes) lines.push(`- ${n.includes('\n') ? `\n\n\`\`\`\n${n}\n\`\`\`\n` : n}`);
    lines.push('');
  }
  return lines;
}

export function writeReport(): string {
  const results = loadResults();
  const lines = [
    '# Performance report (issue 7)',
    '',
    `Written ${new Date().toISOString()} by the bench scripts (bench/README.md). Timings are medians of repeated runs on a`,
    'shared, noisy machine; compare them through the ratios against the peers measured in the same run.',
    '',
    '## Verdicts',
    '',
    '| target | measured (medians) | verdict | why, when missed |',
    '|---|---|---|---|',
  ];
  for (const v of verdicts(results)) {
    const mark = v.met === null ? '– not measured' : v.met ? `✅ ${v.margin}` : `❌ ${v.margin}`;
    lines.push(`| ${cell(v.target)} | ${cell(v.measured)} | ${cell(mark)} | ${cell(v.why ?? '')} |`);
  }
  lines.push('');
  for (const part of PART_ORDER) {
    const result = results[part];
    if (result) lines.push(...partSection(result));
    else lines.push(`## \`${part}\``, '', `not run yet: \`npm run bench:${part}\``, '');
  }
  writeFileSync(REPORT_FILE, lines.join('\n'));
  console.log(`[bench] report written to ${REPORT_FILE}`);
  return REPORT_FILE;
}
