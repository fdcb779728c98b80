import { useLoaderData } from 'react-router-dom';
import { mediaUrl } from '../../sdk/client';
import { AppBanners } from '../../src/components/AppBanners';
import { Banner } from '../../src/components/Banner';
import { ClientLogoStrip } from '../../src/components/ClientLogoStrip';
import { ELearningIntro } from '../../src/components/ELearningIntro';
import { FaqAccordion } from '../../src/components/FaqAccordion';
import { FeatureTabs } from '../../src/components/FeatureTabs';
import { LaunchSection } from '../../src/components/LaunchSection';
import { SellCourse } from '../../src/components/SellCourse';
import { Services } from '../../src/components/Services';
import { StatsBand } from '../../src/components/StatsBand';
import { TestimonialCarousel } from '../../src/components/TestimonialCarousel';
import { WhyTeachersChoose } from '../../src/components/WhyTeachersChoose';
import { useOpenLeadModal } from '../providers/LeadModalProvider';
import type { LandingData } from './landingLoader';

/** The teacher landing page: the spec's twelve sections, in order. */
export function LandingRoute() {
  const { home, course, launch, business, clients, testimonials } = useLoaderData() as LandingData;
  const openLeadModal = useOpenLeadModal();
  return (
    <>
      <Banner content={home} imageUrl={mediaUrl} onGetConsultant={openLeadModal} />
      <ClientLogoStrip clients={clients} imageUrl={mediaUrl} />
      <ELearningIntro onBookMeeting={openLeadModal} />
      <Services content={home} imageUrl={mediaUrl} />
      <WhyTeachersChoose />
      <AppBanners content={home} imageUrl={mediaUrl} />
      <SellCourse course={course} imageUrl={mediaUrl} />
      <StatsBand business={business} />
      <FeatureTabs onBookMeeting={openLeadModal} />
      <FaqAccordion />
      <TestimonialCarousel testimonials={testimonials} imageUrl={mediaUrl} />
      <LaunchSection launch={launch} imageUrl={mediaUrl} />
    </>
  );
}
