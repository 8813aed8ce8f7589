/** What a person does and sees around their account, implemented once per assembly (core, browser). */
export interface AccountTasks {
  /** Registers with a fresh e-mail (or the one given), as a natural person (a CPF) or a company (a CNPJ). */
  register(person: { userType: 'individual' | 'company'; document?: string; email?: string }): Promise<void>;
  /** Types the code mailed for the registration (or the code given). */
  confirmEmail(code?: string): Promise<void>;
  /** An account registered and confirmed on this device (a fresh e-mail), optionally signed in. */
  haveRegisteredAccount(signedIn: boolean): Promise<void>;
  /** Signs in to an existing account of the reference data, by e-mail, and keeps it as the scenario's account. */
  signInAs(email: string): Promise<void>;
  /** Whether the scenario's account signs in with the password (its own when none is given). */
  canSignIn(password?: string): Promise<boolean>;
  /** Asks for a reset link for the scenario's account (or for the e-mail given). */
  forgotPassword(email?: string): Promise<void>;
  /** Opens the mailed reset link and sets the password twice. */
  resetWithMailedLink(password: string): Promise<void>;
  /** Changes the password of the signed-in account. */
  changePassword(current: string, next: string): Promise<void>;
  /** The scenario account's password now. */
  password(): string;
  /** Sends a lost-access request. */
  sendLostAccess(): Promise<void>;
  /** Sends a new-client contact. */
  sendNewClient(): Promise<void>;
  /** How many requests reached customer service during the scenario. */
  teamRequests(): Promise<number>;
  /** Starts a demo request (the check-info step). */
  askForDemo(): Promise<void>;
  /** The message beside the phone on the demo request. */
  demoPhoneMessage(): Promise<string>;
  /** Gives the phone and confirms the demo. */
  confirmDemo(phone: string): Promise<void>;
  /** The current signature shown to the user. */
  signature(): Promise<string>;
  /** Whether a demo is offered. */
  demoOffered(): Promise<boolean>;
  /** Turns off one commodity's e-mail notifications and saves. */
  turnOffEmailNotifications(commodity: string): Promise<void>;
  /** Asks for the data to be deleted and confirms. */
  deleteData(): Promise<void>;
  /** Whether a session is stored on this device. */
  isSignedIn(): Promise<boolean>;
  /** The messages shown to the user. */
  messages(): Promise<string[]>;
}
