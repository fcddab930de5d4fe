import { useNavigation } from 'react-router';

/** A thin bar at the top of the page while a route's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-indigo-600" />
    </div>
  );
}
