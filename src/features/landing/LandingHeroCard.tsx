import { HeroCard } from '../../components/ui/HeroCard';
import { landingHeroCard } from '../../content/landing';

/** Landing's hero card, loaded after the page is interactive (Hero.tsx). */
export default function LandingHeroCard() {
  return <HeroCard {...landingHeroCard} />;
}
