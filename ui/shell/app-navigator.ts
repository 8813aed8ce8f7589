import { injectable } from 'inversify';

/** The part of a react-router data router the view-models need. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

/** In-app navigation for view-models, which know addresses but not the router (attached once it exists). */
@injectable()
export class AppNavigator {
  private router: RouterLike | undefined;

  /** Connects the app's router. */
  attach(router: RouterLike): void {
    this.router = router;
  }

  /** Goes to an address inside the app. */
  async navigate(to: string, options: { replace?: boolean } = {}): Promise<void> {
    if (!this.router) throw new Error('AppNavigator: no router attached');
    await this.router.navigate(to, options);
  }
}
