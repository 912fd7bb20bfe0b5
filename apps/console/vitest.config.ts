import { consoleProject } from './vitest.projects.js';

export default consoleProject(false);
