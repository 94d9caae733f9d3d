/**
 * One Lighthouse run in a process of its own, for `runLighthouseInChild` (scripts/lib/lighthouse-run.ts): the
 * quality report's runs happen here so that what Lighthouse leaves behind when Chromium dies under it (a rejected
 * promise nothing awaits, which ends a Node process; a wait that never ends) ends or hangs this process, not the
 * report. Started with IPC; argv[2] is the JSON `{url, port, categories, desktop}`; sends the run's `lhr` to the
 * parent and exits 0. Any error ends it non-zero with the message on stderr.
 */
import { runLighthouse } from './lighthouse-run.ts';

const { url, port, categories, desktop } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  port: number;
  categories: string[];
  desktop?: boolean;
};
const result = await runLighthouse(url, port, { categories, desktop });
process.send!(result.lhr, () => process.exit(0));
