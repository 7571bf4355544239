import { useEffect } from 'react';
import { Link, useRouter } from '../router/router';

export function NotFound() {
  const { pathname } = useRouter();
  useEffect(() => {
    console.info('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="container page not-found">
      <h1>404</h1>
      <p className="lead">Oops! Page not found</p>
      <Link to="/" className="button button-primary">
        Return to Home
      </Link>
    </div>
  );
}
