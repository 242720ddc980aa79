import { featureRoute } from '../../routing/featureRoute.ts'

export default featureRoute('ai')
