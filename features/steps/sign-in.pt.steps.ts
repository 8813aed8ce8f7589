// The sign-in steps in Portuguese (features/auth/entrar.feature): the same functions as the English steps, under the
// words of features/GLOSSARY.md.
import { Given, Then, When } from '@cucumber/cucumber';
import * as signIn from '../support/tasks/sign-in';

Given('o assinante {string} cuja senha é {string}', signIn.haveSubscriber);
Given('que o assinante já confirmou este dispositivo', signIn.trustThisDevice);
Given('que a conta do assinante está desativada', signIn.disableAccount);
When('um visitante abre {string}', signIn.visit);
When(/^(?:o assinante|ele) entra com a senha "([^"]*)"$/, signIn.signIn);
When('ele confirma com o código enviado ao seu e-mail', signIn.confirmMailedCode);
When('ele confirma com o código {string}', signIn.confirmCode);
When('ele sai', signIn.signOut);
Then('é pedido a ele o código enviado ao seu e-mail', signIn.isAskedForCode);
Then('é pedido a ele que entre', signIn.isAskedToSignIn);
Then('ele está lendo o primeiro item informativo', signIn.isReadingFirstInformative);
Then('ele está lendo {string}', signIn.isReading);
Then('ele vê a mensagem {string}', signIn.isTold);
Then('ele não está conectado', signIn.isNotSignedIn);
Then('o servidor é avisado de que a sessão terminou', signIn.serverToldSessionEnded);
Then('depois de {int} milissegundos ele está de volta à página de entrada', signIn.backAtSignInAfter);
