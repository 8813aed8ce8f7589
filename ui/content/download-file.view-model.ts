import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GetDocumentUseCase } from '../../core';

/** Where the public download stands. */
export type PublicDownloadState = 'idle' | 'downloading' | 'done' | 'failed';

/** /pages/download-file?token=…: the document of an e-mailed link, downloaded on the user's request (the link works once). */
@injectable('Transient')
export class DownloadFileViewModel {
  token = '';
  state: PublicDownloadState = 'idle';
  fileName: string | null = null;
  /** Why the download failed (see downloadFailureMessage), or null. */
  failure: unknown = null;

  constructor(@inject(GetDocumentUseCase) private readonly download: GetDocumentUseCase) {
    makeAutoObservable<this, 'download'>(this, { download: false }, { autoBind: true });
  }

  load(token: string): Promise<void> {
    this.token = token.trim();
    return Promise.resolve();
  }

  dispose(): void {}

  async start(): Promise<void> {
    if (this.state === 'downloading') return;
    this.state = 'downloading';
    this.failure = null;
    try {
      const file = await this.download.execute({ mode: 'link', token: this.token });
      runInAction(() => {
        this.fileName = file.name;
        this.state = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.failure = error;
        this.state = 'failed';
      });
    }
  }
}
