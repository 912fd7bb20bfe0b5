// Visual review in Chromatic for teams that have a project token. Without one it says so and exits
// cleanly: local checks (the Storybook test-runner with axe) never depend on it.
import { run } from './lib.mjs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('chromatic: no CHROMATIC_PROJECT_TOKEN set, skipping the visual review upload.');
  process.exit(0);
}
// chromatic's newest releases need Node 22; this one runs on Node 20.
process.exit(
  await run('npx', [
    '-y',
    'chromatic@16',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
  ]),
);
