import { SocialMediaLinks } from '@/features/information/components/social-media-links';

export function SocialMediaPage() {
  return <SocialMediaLinks />;
}
