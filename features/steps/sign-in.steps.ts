import { Given, Then, When } from '@cucumber/cucumber';
import * as signIn from '../support/tasks/sign-in';

Given('the subscriber {string} whose password is {string}', signIn.haveSubscriber);
Given('the subscriber has confirmed this device before', signIn.trustThisDevice);
Given("the subscriber's account is disabled", signIn.disableAccount);
When('a visitor opens {string}', signIn.visit);
When(/^(?:the subscriber|they) signs? in with the password "([^"]*)"$/, signIn.signIn);
When('they confirm with the code sent to their e-mail', signIn.confirmMailedCode);
When('they confirm with the code {string}', signIn.confirmCode);
When('they sign out', signIn.signOut);
Then('they are asked for the code sent to their e-mail', signIn.isAskedForCode);
Then('they are asked to sign in', signIn.isAskedToSignIn);
Then('they are reading the first informative item', signIn.isReadingFirstInformative);
Then('they are reading {string}', signIn.isReading);
Then('they are told {string}', signIn.isTold);
Then('they are not signed in', signIn.isNotSignedIn);
Then('the server is told the session ended', signIn.serverToldSessionEnded);
Then('after {int} milliseconds they are back on the sign-in page', signIn.backAtSignInAfter);
