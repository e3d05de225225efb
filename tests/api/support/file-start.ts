import { receivedAnswers } from './http';

/*
 * Runs before each API test file. The files of a worker share one module graph (vitest.config.ts), so
 * what a support module gathers for one file is emptied here before the next: a file's checks over
 * "every answer received" are over its own answers.
 */
receivedAnswers.length = 0;
