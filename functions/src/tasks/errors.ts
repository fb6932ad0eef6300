import { ConflictError, NotFoundError } from '../lib/errors';

/** 404 `Task not found`: no task has this id, or its lead was erased (docs/product/tasks.md#api). */
export class TaskNotFoundError extends NotFoundError {
  constructor() {
    super('Task not found');
  }
}

/** 409 `This task is already done`: completing or snoozing a done task (docs/product/tasks.md#api). */
export class TaskDoneError extends ConflictError {
  constructor() {
    super('This task is already done');
  }
}

/**
 * 409: another change of the lead's tasks was committed between the read and the write (the
 * task sequence moved); the service reads again and retries.
 */
export class TaskSequenceMovedError extends ConflictError {
  constructor() {
    super("The lead's tasks changed at the same time; try again");
  }
}
