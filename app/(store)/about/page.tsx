// docs/requirements.md §2: /about redirects to /why-bioark (next.config.mjs answers it first; this page covers any bypass).
import { permanentRedirect } from 'next/navigation';

export default function AboutPage() {
  permanentRedirect('/why-bioark');
}
