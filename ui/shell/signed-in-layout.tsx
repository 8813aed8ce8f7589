import { Link, Outlet } from 'react-router-dom';
import { NewsTicker } from '../content/news-ticker';
import { BrandName } from './brand-name';
import { HomeMenuNav } from './home-menu-nav';
import { UserMenu } from './user-menu';

/** The frame of the signed-in pages: brand, home menu, user menu and the page. */
export function SignedInLayout() {
  return (
    <div className="app-layout">
      <header className="app-header">
        <Link className="brand" to="/home">
          <BrandName />
        </Link>
        <HomeMenuNav />
        <UserMenu />
      </header>
      <NewsTicker slot="top" />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <NewsTicker slot="footer" />
    </div>
  );
}
