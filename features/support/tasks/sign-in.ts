// What the sign-in steps do, once: the English steps (features/steps/sign-in.steps.ts) and the Portuguese ones
// (features/steps/sign-in.pt.steps.ts) register these same functions under their own words, so a step reads in either
// language and runs the same sign-in tasks of the assembly (core or browser).
import assert from 'node:assert/strict';
import { type CeleiroWorld } from '../world';

/** The subscriber with this e-mail and password is the account the scenario is about. */
export async function haveSubscriber(this: CeleiroWorld, email: string, password: string): Promise<void> {
  this.vars.set('email', email);
  await this.signIn.haveAccount(email, password);
}

/** This device completed a two-factor confirmation for the account before. */
export async function trustThisDevice(this: CeleiroWorld): Promise<void> {
  await this.signIn.trustThisDevice(this.email);
}

/** The account is disabled. */
export async function disableAccount(this: CeleiroWorld): Promise<void> {
  await this.signIn.disableAccount(this.email);
}

/** Someone who is not signed in opens a page. */
export async function visit(this: CeleiroWorld, path: string): Promise<void> {
  await this.signIn.visit(path);
}

/** The subscriber signs in from this device with the password. */
export async function signIn(this: CeleiroWorld, password: string): Promise<void> {
  await this.signIn.signIn(this.email, password);
}

/** Types the code mailed to the account. */
export async function confirmMailedCode(this: CeleiroWorld): Promise<void> {
  await this.signIn.confirmCode(this.email);
}

/** Types the given code. */
export async function confirmCode(this: CeleiroWorld, code: string): Promise<void> {
  await this.signIn.confirmCode(this.email, code);
}

/** Signs out. */
export async function signOut(this: CeleiroWorld): Promise<void> {
  await this.signIn.signOut();
}

/** The two-factor code is being asked for. */
export async function isAskedForCode(this: CeleiroWorld): Promise<void> {
  assert.equal(await this.signIn.isAskingForCode(), true);
}

/** The sign-in page is showing. */
export async function isAskedToSignIn(this: CeleiroWorld): Promise<void> {
  assert.equal(await this.signIn.isAtSignIn(), true);
}

/** The page being read is the first informative item. */
export async function isReadingFirstInformative(this: CeleiroWorld): Promise<void> {
  assert.equal(await this.signIn.currentPath(), await this.signIn.firstInformativePath());
}

/** The page being read is at `path`. */
export async function isReading(this: CeleiroWorld, path: string): Promise<void> {
  assert.equal(await this.signIn.currentPath(), path);
}

/** The user was shown `message`. */
export async function isTold(this: CeleiroWorld, message: string): Promise<void> {
  assert.ok(
    (await this.signIn.messages()).includes(message),
    `"${message}" not among ${JSON.stringify(await this.signIn.messages())}`,
  );
}

/** No session is stored on this device. */
export async function isNotSignedIn(this: CeleiroWorld): Promise<void> {
  assert.equal(await this.signIn.isSignedIn(), false);
}

/** The server was told the session ended. */
export async function serverToldSessionEnded(this: CeleiroWorld): Promise<void> {
  assert.equal(await this.signIn.endedSessions(), 1);
}

/** The sign-in page comes back after `ms` milliseconds, not before. */
export async function backAtSignInAfter(this: CeleiroWorld, ms: number): Promise<void> {
  await this.signIn.wait(ms - 1);
  assert.equal(await this.signIn.isAtSignIn(), false, 'left the page before the delay');
  await this.signIn.wait(1);
  assert.equal(await this.signIn.isAtSignIn(), true);
}
