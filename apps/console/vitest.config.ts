import { consoleProject } from './vitest.base.config.js';

export default consoleProject(false);
