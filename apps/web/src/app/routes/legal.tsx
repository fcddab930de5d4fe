import { LegalNotice } from '@/features/legal/components/legal-notice';

export default function LegalRoute() {
  return <LegalNotice />;
}
