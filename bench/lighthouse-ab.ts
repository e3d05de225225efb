import { median, withDemoBuilds } from './demo-builds';
import { auditPages, type AuditScores } from './lighthouse-audit';

/**
 * `npm run bench:lighthouse-ab -- PATH ROLE WEB_ROOT...` (issue 18):
 * Lighthouse's mobile audit of one page for several builds made beforehand,
 * audits alternated between them, on the demo school. CPU_SLOWDOWN (8 by
 * default) is the simulated phone's slowdown: Lighthouse's preset is 4 on a
 * host of benchmark index 1,500 or more, and this shared machine measures
 * 500 to 1,700, so a build that scores 90 on its fast moments can score 84
 * on its slow ones. At 8 every audit sees the slow moment, and two builds
 * compare on it. ROLE is `parent`, `teacher` or `none`; RUNS (8 by
 * default) audits per build. Reports each build's median score, Total
 * Blocking Time, First Contentful Paint and Largest Contentful Paint.
 */
const print = (line: string) => process.stdout.write(`${line}\n`);

const figuresOf = (audit: AuditScores) =>
  `${audit.performance ?? '–'} (TBT ${audit.tbtMs?.toFixed(0) ?? '–'} ms, LCP ${audit.lcpMs?.toFixed(0) ?? '–'} ms)`;

async function main(): Promise<void> {
  const [path, role, ...webRoots] = process.argv.slice(2);
  if (!path || !role || webRoots.length === 0) {
    throw new Error('usage: npm run bench:lighthouse-ab -- PATH parent|teacher|none WEB_ROOT [WEB_ROOT…]');
  }
  const runs = Number(process.env.RUNS ?? 8);
  const cpuSlowdownMultiplier = Number(process.env.CPU_SLOWDOWN ?? 8);
  await withDemoBuilds(webRoots, role, async (builds, account) => {
    const target = {
      name: path,
      path,
      formFactors: ['mobile'] as const,
      ...(account ? { signIn: { email: account.email, password: account.password } } : {}),
    };
    const audits: AuditScores[][] = builds.map(() => []);
    for (let run = 1; run <= runs; run++) {
      for (const [index, build] of builds.entries()) {
        const [audit] = await auditPages(build.origin, [target], { cpuSlowdownMultiplier });
        if (!audit || audit.error) throw new Error(`${build.webRoot}: ${audit?.error ?? 'no audit'}`);
        audits[index]!.push(audit);
        print(`run ${run} ${build.webRoot}: ${figuresOf(audit)}`);
      }
    }
    for (const [index, build] of builds.entries()) {
      const of = (pick: (audit: AuditScores) => number | null) =>
        median(audits[index]!.map(pick).filter((value): value is number => value !== null)).toFixed(0);
      print(
        `median of ${runs}, ${path} as ${role}, CPU ×${cpuSlowdownMultiplier}, ${build.webRoot}: score ${of((a) => a.performance)}, TBT ${of((a) => a.tbtMs)} ms, FCP ${of((a) => a.fcpMs)} ms, LCP ${of((a) => a.lcpMs)} ms`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
