export default '/items/@id'
