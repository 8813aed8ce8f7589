import { type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { BrandName } from './brand-name';
import { HomeMenuNav } from './home-menu-nav';
import { UserMenu } from './user-menu';

/** The frame of the signed-in pages: brand, home menu, user menu, the page, and the bands above and below it (the ticker). */
export function SignedInLayout({ top, bottom }: { top?: ReactNode; bottom?: ReactNode }) {
  return (
    <div className="app-layout">
      <header className="app-header">
        <Link className="brand" to="/home">
          <BrandName />
        </Link>
        <HomeMenuNav />
        <UserMenu />
      </header>
      {top}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {bottom}
    </div>
  );
}
