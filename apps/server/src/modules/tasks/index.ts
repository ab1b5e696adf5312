/**
 * The tasks domain's face: publishing, editing and moving tasks, their templates, keyword
 * allocations and matched products (rows of a task: changing them re-prices it). Other domains and
 * the seed import only this file.
 */
export { tasksRoutes } from './routes.ts';
export { type Actor, OWNERS_OF, actorOf, readOwners, readScope } from './task/actor.ts';
export { publishTask } from './task/publish.ts';
export { visibleTasks } from './task/query.ts';
export { type TaskRecord, lockTask, productBody } from './task/repo.ts';
export { distributeTask } from './task/staff.ts';
export { autoCompleteTasks, moveTask } from './task/transitions.ts';
export { addTemplate } from './template/service.ts';
