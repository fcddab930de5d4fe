import { data } from 'react-router';
import { NotFoundPage } from '../not-found-page';

/** Any address that is no page: the not-found page, with a 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function clientLoader() {
  return null;
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
