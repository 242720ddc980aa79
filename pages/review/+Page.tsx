export { FeatureIntroPage as default } from '../../components/FeatureIntroPage.tsx'
