import { type Container } from 'inversify';
import {
  DocumentApiPort,
  FileSaverPort,
  IdPort,
  LoggerPort,
  NativeBridgePort,
  ReadAloudUseCase,
  ShareItemUseCase,
  type DocumentApiPort as DocumentApi,
  type FileSaverPort as FileSaver,
  type IdPort as Ids,
  type LoggerPort as Logger,
  type NativeBridgePort as NativeBridge,
  type SpeechPort,
} from '../../core';
import { BrowserSpeech } from '../../adapters/browser/browser-speech';
import { WebShare } from '../../adapters/browser/web-share';
import { HttpShareApi } from '../../adapters/http/http-share-api';
import { NativeSpeech } from '../../adapters/native/native-speech';
import { type ReadingEngines } from '../content/reading-engines';
import { ShellStore } from '../shell/shell.store';
import { type HttpClients } from './http-clients';
import { HttpClientsToken } from './tokens';

/**
 * The listen and share engines: the browser's speech synthesis (inside the native shell, the shell's speech where it
 * offers one), the Web Share sheet and the clipboard, and the share count sent to the server.
 */
export async function createReadingEngines(container: Container): Promise<ReadingEngines> {
  const browser = new BrowserSpeech(window);
  const { nativeSide } = container.get(ShellStore);
  const speech: SpeechPort =
    (await nativeSide) === true
      ? new NativeSpeech(
          container.get<NativeBridge>(NativeBridgePort),
          browser,
          container.get<Ids>(IdPort),
          container.get<Logger>(LoggerPort),
        )
      : browser;
  const clients = await container.get<() => Promise<HttpClients>>(HttpClientsToken)();
  const share = new ShareItemUseCase(
    new WebShare(window),
    new HttpShareApi(clients.api),
    container.get<DocumentApi>(DocumentApiPort),
    container.get<FileSaver>(FileSaverPort),
  );
  return { readAloud: new ReadAloudUseCase(speech), share };
}
