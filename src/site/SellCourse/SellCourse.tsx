import { altOf } from '@/sdk/content/display';
import type { CourseSection } from '@/sdk/content';
import { SiteImage } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import './SellCourse.css';

export type SellCourseProps = {
  /** The course record; null (a failed call) leaves the section out, it has no fixed copy. */
  course?: CourseSection | null;
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
};

/** Landing section 7: title, subtitle, picture and the five selling points. */
export function SellCourse({ course, imageUrl }: SellCourseProps) {
  if (!course) return null;
  const points = [
    course.pointOne,
    course.pointTwo,
    course.pointThree,
    course.pointFour,
    course.pointFive,
  ].filter(Boolean);

  return (
    <section className="section section--subtle" aria-labelledby="sell-course-title">
      <div className="container sell-course__grid">
        <div>
          <h2 id="sell-course-title" className="section__title">
            {course.courseTitle}
          </h2>
          <p className="section__lead">{course.courseSubTitle}</p>
          <ul className="sell-course__points">
            {points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <SiteImage
          className="sell-course__image"
          path={course.courseImage}
          alt={altOf(course, 'courseImage')}
          width={560}
          height={420}
          sizes="(max-width: 799.98px) 92vw, (max-width: 1199.98px) 44vw, 520px"
          imageUrl={imageUrl}
        />
      </div>
    </section>
  );
}
