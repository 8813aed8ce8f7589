// Starring a page: its rule and its refusal notice in every language, loaded with the first star.
export { StarPageUseCase } from '../../core';
